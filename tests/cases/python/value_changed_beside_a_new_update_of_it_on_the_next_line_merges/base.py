def invoice_total(lines, tax):
    total = sum(line.amount for line in lines)
    return total + tax
