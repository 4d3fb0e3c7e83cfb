def needs_blank_line(previous, current, mode):
    if (
        previous.is_import
        and previous.depth == 0
        and not current.is_import
        and not current.is_comment
        and Feature.BLANK_AFTER_IMPORT in mode
    ):
        return True
    return False
