import 'package:flutter/material.dart';

class PriceTag extends StatelessWidget {
  const PriceTag({
    super.key,
    required this.amount,
    this.currency = 'EUR',
  });

  final double amount;
  final String currency;

  @override
  Widget build(BuildContext context) {
    return Text('${amount.toStringAsFixed(2)} $currency');
  }
}
