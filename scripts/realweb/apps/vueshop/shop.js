// A shop of five lamps, written as the Vue 3 and vue-router 4 guides
// write an app with their global builds: every way on is a click handler
// that calls the router (no href anywhere), the products come from
// products.json. The shell page sets window.SHOP_MODE: "history" routes
// by path under /vueshop/, "hash" by #/ fragments.
(() => {
  const { createApp, ref, computed } = Vue;
  const { createRouter, createWebHistory, createWebHashHistory, useRoute, useRouter } = VueRouter;
  const products = ref([]);

  const Home = {
    setup() {
      const router = useRouter();
      return { products, open: (p) => router.push('/product/' + p.id) };
    },
    template: `<section>
      <h1>Lamps</h1>
      <p>{{ products.length }} lamps in stock.</p>
      <ul class="products">
        <li v-for="p in products" :key="p.id" class="product" @click="open(p)">{{ p.name }}, {{ p.price }}</li>
      </ul>
    </section>`,
  };
  const Product = {
    setup() {
      const route = useRoute();
      const router = useRouter();
      const added = ref(false);
      const product = computed(() => products.value.find((p) => String(p.id) === route.params.id));
      return { product, added, back: () => router.back(), add: () => { added.value = true; } };
    },
    template: `<section v-if="product">
      <h1>{{ product.name }}</h1>
      <p>{{ product.description }}</p>
      <button type="button" @click="add">{{ added ? 'In your basket' : 'Add to basket' }}</button>
      <button type="button" @click="back">Back to the lamps</button>
    </section>
    <section v-else><h1>No such lamp</h1></section>`,
  };
  const page = (title, text) => ({ template: `<section><h1>${title}</h1><p>${text}</p></section>` });
  const routes = [
    { path: '/', component: Home },
    { path: '/product/:id', component: Product },
    { path: '/about', component: page('About us', 'We have sold lamps from the same shop since 1987.') },
    { path: '/basket', component: page('Your basket', 'Your basket is empty for now.') },
    { path: '/contact', component: page('Contact', 'Write to us at the shop, 4 Lamp Lane.') },
  ];
  const history = window.SHOP_MODE === 'hash' ? createWebHashHistory() : createWebHistory('/vueshop/');
  const router = createRouter({ history, routes });
  const App = {
    setup() {
      const r = useRouter();
      return { go: (path) => r.push(path) };
    },
    template: `<header>
      <span class="brand" @click="go('/')">Lamp shop</span>
      <nav>
        <span class="nav" @click="go('/about')">About</span>
        <span class="nav" @click="go('/basket')">Basket</span>
        <span class="nav" @click="go('/contact')">Contact</span>
      </nav>
    </header>
    <main><router-view></router-view></main>`,
  };
  fetch('/vueshop/products.json')
    .then((r) => r.json())
    .then((list) => {
      products.value = list;
      createApp(App).use(router).mount('#app');
    });
})();
