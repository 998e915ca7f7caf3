/*! DealLoop SDK 1.3.0 */
const o="Chat with Loop";export{o as L};
