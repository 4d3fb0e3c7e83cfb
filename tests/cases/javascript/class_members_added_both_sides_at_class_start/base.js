export class Job {
  run() {
    return this.execute();
  }
}
