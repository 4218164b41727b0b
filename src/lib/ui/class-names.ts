import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately no tailwind-merge (8 KB of JavaScript on every page): callers
 * never pass a utility that conflicts with a component's own.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
