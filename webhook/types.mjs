// Shapes shared by the receiver's modules (JSDoc only; nothing runs here).

/**
 * @typedef {object} WebhookConfig
 * @property {string} host
 * @property {number} port
 * @property {string} secret
 * @property {string} forgeSecret  the forge's push webhook secret
 * @property {string} branch       pushes to this branch are built, others ignored
 * @property {string} gitRemote    where projectDir fetches the pushed commit from
 * @property {string} projectDir   where the build runs (Gatsby's .cache stays warm there)
 * @property {string} outputDir    holds releases/, current and webhook.log
 * @property {string} buildCommand shell command, run in projectDir
 * @property {string} buildOutput  folder the build writes, relative to projectDir
 * @property {number} releasesKept
 * @property {number} maxBodyBytes
 * @property {number} buildTimeoutMs
 * @property {number} buildKillGraceMs  SIGTERM → SIGKILL delay after a time-out
 * @property {number} buildLogMaxBytes  each build's log is cut there
 * @property {number} logMaxBytes       webhook.log is rotated there
 * @property {number} logFiles          rotated webhook.log.N files kept
 * @property {number} rejectSummaryMs   period of the `requests-rejected` summary lines
 * @property {number} historySize
 * @property {NodeJS.ProcessEnv} buildEnv
 */

/**
 * @typedef {object} BuildRecord
 * @property {number} id
 * @property {string} trigger      what asked for it ("webhook", "cli"…)
 * @property {number} requests     requests this build answers (coalesced ones included)
 * @property {string} queuedAt
 * @property {string | null} start
 * @property {string | null} end
 * @property {"queued" | "running" | "ok" | "failed"} result
 * @property {string | null} release  release folder name, once published
 * @property {string | null} reason   why it failed
 * @property {string[]} warnings      the build's own warnings worth a human's look
 * @property {number | null} durationMs
 * @property {Record<string, number>} phases  milliseconds per phase: queueMs, buildMs, then
 *   publishing's steps (copyMs, switchMs, pruneMs…)
 * @property {string | null} log      the build's whole output, in <outputDir>/builds/
 * @property {boolean} [timedOut]     stopped at the time-out
 * @property {string | null} [commit] the pushed commit this build checks out first
 * @property {string[]} [problems]   the files the build refused and why, in the editors' words
 */

/**
 * @typedef {object} CommandOutcome
 * @property {number | null} code
 * @property {string | null} signal
 * @property {string[]} tail        last lines of the output
 * @property {string[]} warnings    the build's `warn … [iky]` lines
 * @property {boolean} timedOut
 * @property {"SIGTERM" | "SIGKILL" | null} killedWith  the last signal sent to the group
 */

/**
 * What GET /status answers.
 * @typedef {object} StatusAnswer
 * @property {BuildRecord | null} running
 * @property {BuildRecord | null} queued
 * @property {BuildRecord[]} builds   newest first
 * @property {string | null} current
 * @property {string[]} releases
 */

export {};
