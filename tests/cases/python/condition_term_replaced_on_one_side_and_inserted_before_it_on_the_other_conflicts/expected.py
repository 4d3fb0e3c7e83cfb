def needs_blank_line(previous, current, mode):
    if (
        previous.is_import
        and previous.depth == 0
        and not current.is_import
<<<<<<< left
        and not current.is_comment
||||||| base
        and Feature.BLANK_AFTER_IMPORT in mode
=======
        and not current.is_comment
        and Feature.BLANK_AFTER_IMPORT in mode
>>>>>>> right
    ):
        return True
    return False
