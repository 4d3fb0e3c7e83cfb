import socket


def shutdown(conn):
    conn.sock.shutdown(socket.SHUT_WR)
    conn.drain()
    conn.buffer.clear()
    conn.sock.close()
    return True
