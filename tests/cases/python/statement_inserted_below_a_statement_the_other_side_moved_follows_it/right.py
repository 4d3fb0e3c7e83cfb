import socket


def shutdown(conn):
    conn.sock.shutdown(socket.SHUT_WR)
    conn.drain()
    conn.sock.close()
    conn.sock = None
    conn.buffer.clear()
    return True
