class Client {
    String head(String url) {
        return http.head(url);
    }

    int status() {
        return 200;
    }
}
