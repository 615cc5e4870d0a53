import type { Child } from '@littlestar/shared/children';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('children.likenessDialog');
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('triggerLabel', { name: child.name })}>
          <Palette aria-hidden="true" />
          {t('trigger')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title', { name: child.name })}</DialogTitle>
          <DialogDescription>{t('description', { name: child.name })}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the saved look. */}
        {isOpen ? <LikenessEditor child={child} onSaved={() => setIsOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
