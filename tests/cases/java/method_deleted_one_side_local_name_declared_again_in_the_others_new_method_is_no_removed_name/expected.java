class Client {
    String head(String url) {
        return http.head(url);
    }

    String post(String url, String body) {
        String response = http.post(url, body);
        return response.strip();
    }

    int status() {
        return 200;
    }
}
