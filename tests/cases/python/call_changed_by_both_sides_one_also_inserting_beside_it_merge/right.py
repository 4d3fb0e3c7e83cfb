def start(server):
    server.configure(debug=False, host="0.0.0.0")
    server.run()
