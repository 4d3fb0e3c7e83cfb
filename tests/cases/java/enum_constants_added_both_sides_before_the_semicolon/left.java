public enum Status {
    ACTIVE,
    SUSPENDED,
    ARCHIVED;

    public boolean isLive() {
        return this == ACTIVE;
    }
}
