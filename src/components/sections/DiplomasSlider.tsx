import * as React from "react";
import Slider, { type CustomArrowProps, type Settings } from "react-slick";
import "slick-carousel/slick/slick.css";
import { DiplomaCard, type DiplomaCardData } from "./Diplomas";
import * as styles from "./DiplomasSlider.module.css";
import { media } from "../../styles/breakpoints";
import { LineIcon } from "../ui/LineIcon";
import { useMessages } from "../../i18n/LocaleContext";
import { fill } from "../../i18n/message";

function Arrow({
  direction,
  onClick,
  className,
}: CustomArrowProps & { direction: "prev" | "next" }) {
  const disabled = className?.includes("slick-disabled") ?? false;
  const t = useMessages().widgets;
  return (
    <button
      type="button"
      className={`${styles.arrow} ${styles[direction]}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === "prev" ? t.previousDiplomas : t.nextDiplomas}
    >
      <LineIcon path={direction === "prev" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </button>
  );
}

const SETTINGS: Settings = {
  infinite: false,
  dots: true,
  prevArrow: <Arrow direction="prev" />,
  nextArrow: <Arrow direction="next" />,
  dotsClass: `slick-dots ${styles.dots}`,
};

// One diploma at a time at 600 px and below: react-slick's own `responsive` ignores the width
// the page opens at.
function onNarrowChange(onChange: () => void) {
  const query = window.matchMedia(media.phone);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export default function DiplomasSlider({ diplomas }: { diplomas: readonly DiplomaCardData[] }) {
  const narrow = React.useSyncExternalStore(
    onNarrowChange,
    () => window.matchMedia(media.phone).matches,
  );
  const slidesToShow = narrow ? 1 : 3;
  const t = useMessages().widgets;
  return (
    <div className={styles.slider}>
      <Slider
        key={slidesToShow}
        {...SETTINGS}
        customPaging={(i) => <button type="button" aria-label={fill(t.toDiploma, { n: i + 1 })} />}
        slidesToShow={slidesToShow}
      >
        {diplomas.map((diploma) => (
          <div key={diploma.id} className={styles.slide}>
            <DiplomaCard diploma={diploma} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
