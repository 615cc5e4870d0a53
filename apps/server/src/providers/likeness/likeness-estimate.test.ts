import { describe, it } from 'vitest';
