class Client {
    String post(String url, String body) {
        String response = http.post(url, body);
        return response.strip();
    }

    String head(String url) {
        return http.head(url);
    }

    int status() {
        return 200;
    }
}
