/*! DealLoop SDK 1.1.0 */
const o="Chat with Loop";export{o as L};
