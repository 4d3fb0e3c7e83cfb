const express = require('express');
const { listInvoices, getInvoice } = require('./invoices');

const router = express.Router();

router.get('/invoices', listInvoices);
router.get('/invoices/:id', getInvoice);

module.exports = router;
