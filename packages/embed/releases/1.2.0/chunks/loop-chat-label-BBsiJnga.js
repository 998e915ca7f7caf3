/*! DealLoop SDK 1.2.0 */
const o="Chat with Loop";export{o as L};
