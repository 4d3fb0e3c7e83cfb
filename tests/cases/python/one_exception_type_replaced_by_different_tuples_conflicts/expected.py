def parse(text):
    try:
        return decode(text)
<<<<<<< left
    except (ValueError, TypeError):
||||||| base
    except Exception:
=======
    except (UnicodeError, LookupError):
>>>>>>> right
        return None
