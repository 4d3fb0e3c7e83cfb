export class Poller {
    private interval = 1000;

    protected poll(): Promise<void> {
        return this.fetch();
    }
}
