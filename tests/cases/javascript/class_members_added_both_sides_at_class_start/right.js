export class Job {
  constructor(name = 'job') {
    this.name = name;
  }

  run() {
    return this.execute();
  }
}
