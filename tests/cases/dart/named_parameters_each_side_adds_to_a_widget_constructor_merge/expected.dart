import 'package:flutter/material.dart';

class PriceTag extends StatelessWidget {
  const PriceTag({
    super.key,
    required this.amount,
    this.currency = 'EUR',
    @Deprecated('use a theme') this.bold = false,
  });

  final double amount;
  final String currency;
  final bool bold;

  @override
  Widget build(BuildContext context) {
    return Text('${amount.toStringAsFixed(2)} $currency');
  }
}
