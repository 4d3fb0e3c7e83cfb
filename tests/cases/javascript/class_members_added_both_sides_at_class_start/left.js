export class Job {
  static fromJson(text) {
    return Object.assign(new Job(), JSON.parse(text));
  }

  run() {
    return this.execute();
  }
}
