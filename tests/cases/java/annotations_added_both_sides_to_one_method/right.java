class Report {
    @Deprecated
    String render() {
        return "report";
    }
}
