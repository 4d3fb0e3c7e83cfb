public enum Status {
    ACTIVE,
    SUSPENDED;

    public boolean isLive() {
        return this == ACTIVE;
    }
}
