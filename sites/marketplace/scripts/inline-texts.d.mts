// Types of inline-texts.mjs (the inline texts count and its test).

export const SITE_DIR: string;
export const FEATURES_DIR: string;
export const BASELINE_FILE: string;
export function isEnglish(text: string): boolean;
export function inlineTexts(source: string, fileName?: string): { line: number; text: string }[];
export function featureFiles(dir?: string): string[];
export function countInlineTexts(): Record<string, number>;
