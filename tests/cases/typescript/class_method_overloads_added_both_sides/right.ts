export class Clock {
  format(date: Date): string;
  format(isoDate: string): string;
  format(date: Date | number | string): string {
    return new Date(date).toISOString();
  }
}
