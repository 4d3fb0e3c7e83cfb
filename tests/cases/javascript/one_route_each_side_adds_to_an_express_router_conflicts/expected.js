const express = require('express');
const { listInvoices, getInvoice, exportInvoices } = require('./invoices');

const router = express.Router();

<<<<<<< left
router.get('/invoices', listInvoices);
router.get('/invoices/:id', getInvoice);
router.get('/invoices/export', exportInvoices);
||||||| base
router.get('/invoices', listInvoices);
router.get('/invoices/:id', getInvoice);
=======
router.get('/invoices/export', async (req, res) => {
  res.type('text/csv').send(await listInvoices.csv());
});
router.get('/invoices', listInvoices);
router.get('/invoices/:id', getInvoice);
>>>>>>> right

module.exports = router;
