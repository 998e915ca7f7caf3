/*! DealLoop SDK 1.3.1 */
const o="Chat with Loop";export{o as L};
