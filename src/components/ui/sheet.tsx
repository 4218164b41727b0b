// A side sheet on Radix Dialog (focus trap, Escape to close, inert background). It slides in
// from the inline-start edge: the left in English, the right in Arabic.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { cn } from "../../lib/ui/class-names.ts";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-950/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl motion-safe:animate-[sheet-in_200ms_ease-out] rtl:motion-safe:animate-[sheet-in-rtl_200ms_ease-out]",
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
