import type { Child } from '@littlestar/shared/children';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { LikenessEditor } from './likeness-editor';

/** 'Look & feel' on a ready child's card: the likeness editor in a dialog. */
export function LikenessDialog({ child }: { child: Child }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Look & feel of ${child.name}`}>
          <Palette aria-hidden="true" />
          Look &amp; feel
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{child.name}&apos;s look &amp; feel</DialogTitle>
          <DialogDescription>How {child.name} is drawn in every new story.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the saved look. */}
        {isOpen ? <LikenessEditor child={child} onSaved={() => setIsOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
