def invoice_total(lines, tax):
    total = sum(line.amount for line in lines if not line.void)
    total = round(total, 2)
    return total + tax
