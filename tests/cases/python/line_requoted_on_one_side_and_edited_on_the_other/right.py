def check_closed(conn):
    try:
        conn.read()
    except IOError as error:
        assert 'closed' in str(error.args[0])
        return 'ok'
