import socket


def shutdown(conn):
    conn.sock.shutdown(socket.SHUT_WR)
    conn.drain()
    conn.sock.close()
    conn.buffer.clear()
    return True
