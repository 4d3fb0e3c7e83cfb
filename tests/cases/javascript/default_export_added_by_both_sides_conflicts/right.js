import express from "express";

const router = express.Router();

router.get("/health", (req, res) => {
  res.json({ ok: true });
});

function mount(app) {
  app.use("/api", router);
}

export default mount;
