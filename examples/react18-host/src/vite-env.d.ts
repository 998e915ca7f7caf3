// Types of what Vite handles in this app (CSS imports, import.meta.env).
/// <reference types="vite/client" />
