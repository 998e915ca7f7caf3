// The embed project's setup: preact runs effects after the next animation frame, or after 100 ms when no frame
// comes (jsdom paints none). That 100 ms timer is Node's: on a busy machine it outlived its test file and called
// cancelAnimationFrame after jsdom was torn down, an uncaught error that failed the run. Tests run effects after the
// current task instead, as preact's own test utilities do.
import { options } from 'preact';

options.requestAnimationFrame = (callback: () => void) => {
  setTimeout(callback, 0);
};
