"""The sixth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_6``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the rule round that followed held_out_5's run (an origin's "from", the old
value as the subject, the head's noun said another way), in five domains no earlier set used;
never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_6: tuple[Topic, ...] = (
    Topic(
        "payroll",
        "Payroll is run by Sage.",
        (
            "We moved payroll from Sage to Xero this April.",
            "Sage no longer runs our payroll; BrightPay does.",
            "Salaries are now paid through Xero.",
            "The payroll now comes from an outsourced bureau in Leeds.",
        ),
        (
            "Payroll now runs on the 25th instead of the last working day.",
            "Payroll queries go to Hannah from now on.",
        ),
        (
            ("Invoicing moved from Sage to QuickBooks.", "invoicing"),
            ("Expenses are now run by Sage as well.", "expenses"),
        ),
    ),
    Topic(
        "band rehearsals",
        "The band rehearses in the back room of the Crown.",
        (
            "Band practice moved from the Crown to the scout hut.",
            "The Crown's back room is no longer where we rehearse; we use Tom's garage.",
            "We rehearse at the community centre now.",
            "Rehearsals have been relocated to the church crypt.",
        ),
        (
            "Band rehearsals moved from Wednesdays to Thursdays.",
            "The band now rehearses for three hours instead of two.",
        ),
        (
            ("The darts team moved from the Crown to the Bell.", "darts team"),
            ("The quiz night is now held in the back room of the Crown.", "quiz night"),
        ),
    ),
    Topic(
        "dog's vet",
        "Our dog is registered with Riverside Vets.",
        (
            "We moved the dog from Riverside Vets to Oakfield Veterinary.",
            "Riverside is no longer our vet; Bramble goes to PetCare Plus now.",
            "The dog is now looked after by the practice on Mill Street.",
            "Riverside Vets was dropped after the price rise; we use Hillview now.",
        ),
        (
            "The dog's vaccinations moved from March to September.",
            "The dog now gets a senior health check every six months.",
        ),
        (
            ("The cat moved from Riverside Vets to Hillview.", "cat"),
            ("Our horse is now registered with Riverside Vets too.", "horse"),
        ),
    ),
    Topic(
        "shop website",
        "The shop's website is hosted on Shopify.",
        (
            "We migrated the shop's website from Shopify to WooCommerce.",
            "The online shop now runs on Squarespace.",
            "Shopify has been replaced by BigCommerce for the webshop.",
            "Our storefront is no longer on Shopify; it lives on Wix.",
        ),
        (
            "The shop's website now takes payments through Stripe instead of PayPal.",
            "The shop's website moved from a .co.uk to a .com domain.",
        ),
        (
            ("The blog moved from Shopify to Ghost.", "blog"),
            ("The wholesale catalogue is now hosted on Shopify as well.", "wholesale catalogue"),
        ),
    ),
    Topic(
        "school run",
        "Ella takes the 8:05 bus to school.",
        (
            "Ella cycles to school now instead of taking the bus.",
            "No more bus for Ella; she walks to school with Maya.",
            "Ella switched from the 8:05 bus to the 7:50 train.",
            "Ella gets a lift to school from her grandad now.",
        ),
        (
            "Ella moved from Year 7 to Year 8.",
            "Ella's school now starts at 8:40 instead of 8:50.",
        ),
        (
            ("Noah takes the 8:05 bus to nursery now.", "noah"),
            ("The 8:05 bus was rerouted through Hill Road.", "8:05 bus"),
        ),
    ),
)
