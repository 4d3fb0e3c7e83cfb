export class Job {
  static fromJson(text) {
    return Object.assign(new Job(), JSON.parse(text));
  }

  constructor(name = 'job') {
    this.name = name;
  }

  run() {
    return this.execute();
  }
}
