import 'package:flutter/material.dart';

class PriceTag extends StatelessWidget {
  const PriceTag({
    super.key,
    required this.amount,
    @Deprecated('use a theme') this.bold = false,
  });

  final double amount;
  final bool bold;

  @override
  Widget build(BuildContext context) {
    return Text(amount.toStringAsFixed(2));
  }
}
