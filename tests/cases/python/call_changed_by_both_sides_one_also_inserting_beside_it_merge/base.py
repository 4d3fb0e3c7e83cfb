def start(server):
    server.configure(debug=False)
    server.run()
