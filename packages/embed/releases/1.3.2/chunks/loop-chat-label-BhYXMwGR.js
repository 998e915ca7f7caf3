/*! DealLoop SDK 1.3.2 */
const o="Chat with Loop";export{o as L};
