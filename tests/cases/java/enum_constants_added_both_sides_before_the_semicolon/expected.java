public enum Status {
    ACTIVE,
    SUSPENDED,
    ARCHIVED,
    PENDING;

    public boolean isLive() {
        return this == ACTIVE || this == PENDING;
    }
}
