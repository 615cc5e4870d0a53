import { readFileSync } from 'node:fs';
import { faceProcessIds } from '../providers/faces/face-api-faces.js';

/**
 * The face model runs in child processes of the server (providers/faces/face-api-faces.ts):
 * their memory and CPU time are not in `process.memoryUsage()` or `process.cpuUsage()`, so a
 * bench reads them from Linux's /proc (nothing where there is no /proc).
 */
function procFile(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    // The process exited meanwhile: it holds nothing.
    return '';
  }
}

/** Resident bytes of the face model's processes now. */
export function faceProcessesRss(): number {
  return faceProcessIds().reduce((sum, pid) => {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(procFile(pid, 'status'))?.[1];
    return sum + Number(kilobytes ?? 0) * 1024;
  }, 0);
}

/** CPU milliseconds the face model's processes have used so far (user and system). */
export function faceProcessesCpuMs(): number {
  return faceProcessIds().reduce((sum, pid) => {
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    const fields = procFile(pid, 'stat').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    // Linux counts in clock ticks of 10 ms (USER_HZ is 100 on every architecture Node runs on).
    return sum + ticks * 10;
  }, 0);
}
