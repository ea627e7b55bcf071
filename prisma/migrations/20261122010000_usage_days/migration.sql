-- CreateTable
CREATE TABLE "usage_days" (
    "subject" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "usage_days_pkey" PRIMARY KEY ("subject","day")
);
