import pandas as pd


def totals(frame: pd.DataFrame) -> pd.Series:
    """Sum the money columns of an order table."""
    picked = frame[["sku", "price", "qty"]]
    return picked.sum()
