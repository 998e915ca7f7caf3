// DealLoop's queue stub, copied as published (packages/embed/src/snippets.ts, shown in the docs and the dashboard):
// load it before the loader so that DealLoop.mount() calls made before the SDK arrives are queued, not lost.
// biome-ignore-all lint: the snippet stays byte for byte what DealLoop publishes (ES5, for any browser)
// biome-ignore format: the snippet stays byte for byte what DealLoop publishes
(function(w){if(w.DealLoop)return;var q=[];w.DealLoop={q:q,mount:function(){var a=[].slice.call(arguments);return new Promise(function(r,j){q.push({args:a,resolve:r,reject:j})})}}})(window);
