// Gatsby's Link and navigate call the page loader, which only exists in a real build.
global.___loader = {
  enqueue: jest.fn(),
};
