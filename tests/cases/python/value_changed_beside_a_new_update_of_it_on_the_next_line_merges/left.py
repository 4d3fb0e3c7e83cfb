def invoice_total(lines, tax):
    total = sum(line.amount for line in lines if not line.void)
    return total + tax
